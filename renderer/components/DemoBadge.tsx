/** Shown whenever the desk talks to the embedded simulated insurer service. */
export function DemoBadge() {
  return <span className="demo-badge">DEMO — simulated insurer service</span>;
}
