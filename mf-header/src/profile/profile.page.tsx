export function ProfilePage() {
  return <div>profile</div>;
}
