/** Shown by routes whose screens belong to later work; says so plainly instead of faking content. */
export function PageBeingBuilt({ title }: { title: string }) {
  return (
    <section className="card shadow-sm">
      <div className="card-body">
        <h1 className="h3">{title}</h1>
        <p className="text-muted mb-0">This page is being built.</p>
      </div>
    </section>
  );
}
