import { DemoCard } from '../components/demo-card';

/** /auth/demo: the public demo (hidden from menus). */
export function Component() {
  return (
    <div className="container py-4" style={{ maxWidth: 1040 }}>
      <DemoCard />
    </div>
  );
}
