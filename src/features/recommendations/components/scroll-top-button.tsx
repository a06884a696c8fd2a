import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 400;

/** Appears once the page is scrolled down; takes the user back to the top and to the page heading. */
export function ScrollTopButton({ headingId }: { headingId: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-primary rima-scroll-top shadow"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById(headingId)?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> Scroll to top
    </button>
  );
}
