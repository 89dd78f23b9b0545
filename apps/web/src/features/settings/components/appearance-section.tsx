import { useId } from 'react';
import { Palette } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { useTheme } from '@/lib/theme';
import { SettingsSection } from './settings-section';

/** Appearance: the dark mode switch (stored in this browser). */
export function AppearanceSection() {
  const { isDark, setTheme } = useTheme();
  const switchId = useId();
  const hintId = useId();
  return (
    <SettingsSection icon={Palette} title="Appearance">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={switchId} className="font-medium text-foreground">
            Dark mode
          </label>
          <p id={hintId}>Until you choose, Polymath follows your system setting.</p>
        </div>
        <Switch
          id={switchId}
          checked={isDark}
          onCheckedChange={(isChecked) => setTheme(isChecked ? 'dark' : 'light')}
          aria-describedby={hintId}
        />
      </div>
    </SettingsSection>
  );
}
