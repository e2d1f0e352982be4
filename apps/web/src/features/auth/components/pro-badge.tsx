export function ProBadge() {
  return (
    <span className="pro-badge" title="Your PRO access is active">
      PRO
    </span>
  );
}
