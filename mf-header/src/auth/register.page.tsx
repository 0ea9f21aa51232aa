export function RegisterPage() {
  return <div>register</div>;
}
