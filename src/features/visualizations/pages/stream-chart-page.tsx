import { PageBeingBuilt } from '@/components/ui/page-being-built';

export function Component() {
  return <PageBeingBuilt title="Interest Trends" />;
}
