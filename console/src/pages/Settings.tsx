// Settings: the account's administration as forms over its routes, one section at a time
// (/settings/{section}). What a role may not change is not offered (the API refuses it anyway): keys and
// archiving are for owners and admins only, members and groups are read by all and changed by admins,
// exclusion rules and alerts changed by all but readonly members.
import { Link, useParams } from "wouter";
import type { Caller } from "../caller";
import { Alerts } from "../settings/Alerts";
import { Archiving } from "../settings/Archiving";
import { Exclusions } from "../settings/Exclusions";
import { Groups } from "../settings/Groups";
import { Keys } from "../settings/Keys";
import { Members } from "../settings/Members";

const SECTIONS = [
  { id: "keys", title: "API keys", admins: true },
  { id: "members", title: "Members", admins: false },
  { id: "groups", title: "Groups", admins: false },
  { id: "exclusions", title: "Exclusion rules", admins: false },
  { id: "archiving", title: "Archiving", admins: true },
  { id: "alerts", title: "Alerts", admins: false },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

export default function Settings({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const params = useParams<{ section?: string }>();
  const admin = caller?.role === "owner" || caller?.role === "admin";
  const writer = caller !== null && caller.role !== "readonly";
  const offered = SECTIONS.filter((s) => admin || !s.admins);
  const section = offered.find((s) => s.id === params.section) ?? offered[0];

  const body: Record<SectionId, () => React.ReactNode> = {
    keys: () => <Keys apiKey={apiKey} myKeyId={caller?.key.id ?? null} />,
    members: () => <Members apiKey={apiKey} admin={admin} />,
    groups: () => <Groups apiKey={apiKey} admin={admin} />,
    exclusions: () => <Exclusions apiKey={apiKey} writer={writer} />,
    archiving: () => <Archiving apiKey={apiKey} />,
    alerts: () => <Alerts apiKey={apiKey} writer={writer} />,
  };
  return (
    <section className="page settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <nav aria-label="Settings sections" className="settings-nav">
        {offered.map((s) => (
          <Link key={s.id} href={`/settings/${s.id}`} aria-current={s.id === section.id ? "page" : undefined}>
            {s.title}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="settings-section" className="settings-section" key={section.id}>
        <h2 id="settings-section">{section.title}</h2>
        {body[section.id]()}
      </section>
    </section>
  );
}
