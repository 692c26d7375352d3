export function Skeleton({
  className,
  width,
  height,
}: {
  className?: string;
  width?: number | string;
  height?: number | string;
}) {
  return (
    <span
      className={`skeleton${className ? ` ${className}` : ''}`}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** Placeholder of a lazy page while its chunk and data load. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <Skeleton height={28} width="40%" />
      <div className="page-skeleton__grid">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="page-skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
