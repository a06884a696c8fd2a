import { DemoCard } from '../components/demo-card';

/** /auth/demo: the public demo (hidden from menus), usable with or without an account. */
export function Component() {
  return (
    <div className="mx-auto pb-4" style={{ maxWidth: 1040 }}>
      <DemoCard />
    </div>
  );
}
