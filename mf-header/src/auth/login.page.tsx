export function LoginPage() {
  return <div>login</div>;
}
