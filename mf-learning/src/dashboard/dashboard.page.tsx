export function DashboardPage() {
  return <div>dashboard</div>;
}
