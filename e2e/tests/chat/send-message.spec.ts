import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';

const MESSAGE = 'How do plants turn light into sugar?';

test('shows a sent message in the conversation and keeps it after a reload', async ({ app }) => {
  await app.gotoFresh();
  await app.sendMessage(MESSAGE);
  const sent = app.messageLog.getByText(MESSAGE).first();
  await sent.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  await app.reload();
  await sent.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
