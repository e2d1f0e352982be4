/** Placeholders the size of the cards they stand for, so nothing jumps when the data arrives. */
export function DashboardSkeleton() {
  return (
    <div className="dash-grid" aria-hidden="true">
      <div className="dash-card card dash-skeleton dash-skeleton--short">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--big" />
        <span className="skeleton skeleton--line" />
      </div>
      <div className="dash-card card dash-skeleton dash-skeleton--short">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--big" />
        <span className="skeleton skeleton--line" />
      </div>
      <div className="dash-card card dash-skeleton dash-skeleton--chart dash-grid__wide">
        <span className="skeleton skeleton--title" />
        <span className="skeleton score-history__chart-skeleton" />
      </div>
      <div className="dash-card card dash-skeleton dash-skeleton--list dash-grid__wide">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
