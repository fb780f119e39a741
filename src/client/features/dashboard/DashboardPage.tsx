import { useSession } from "../../session/useSession";

/** Placeholder until the shell issue's dashboards land: greets the user by name. */
export default function DashboardPage() {
  const session = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>Welcome, {session?.profile.fullName}.</p>
    </section>
  );
}
