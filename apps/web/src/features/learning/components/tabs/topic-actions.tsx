import { Link } from 'react-router';
import { BookOpen, Search } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { chatHandoffUrl, learnMoreMessage } from '../../logic/study-plan-messages';

/** Learn More (asks the chat) and Find Paths (searches paths) for an interest or a gap (001 §2). */
export function TopicActions({
  topic,
  category,
  onFindPaths,
}: {
  topic: string;
  category: string;
  onFindPaths: (topic: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={chatHandoffUrl(learnMoreMessage(topic, category))}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <BookOpen aria-hidden />
        Learn More
      </Link>
      <Button variant="secondary" size="sm" onClick={() => onFindPaths(topic)}>
        <Search aria-hidden />
        Find Paths
      </Button>
    </div>
  );
}
