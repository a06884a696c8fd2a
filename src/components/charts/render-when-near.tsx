import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a chart starts drawing: it is ready before it is seen. */
const NEAR_MARGIN = '400px 0px';

/**
 * Renders its children once its place comes near the viewport (IntersectionObserver), keeping their
 * height until then: a chart below the fold costs the first paint nothing, and nothing shifts when
 * it draws. Where there is no IntersectionObserver (tests, old browsers), at once. Once drawn, it stays.
 */
export function RenderWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ height }} />;
}
