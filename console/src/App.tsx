// The console's shell: sign-in until a key works, then the navigation and the page of the path. A key that
// stops working (401 from any call) brings the tab back to sign-in with the API's reason.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, Redirect, Route, Switch, useLocation } from "wouter";
import { apiJson, whenUnauthorized } from "./api";
import type { Caller } from "./caller";
import { SignIn } from "./pages/SignIn";
import { forgetKey, storedKey } from "./session";

// Pages load with their route: the sign-in page does not carry the log viewer's code.
const Logs = lazy(() => import("./pages/Logs"));
const Boards = lazy(() => import("./pages/Boards"));
const BoardPage = lazy(() => import("./pages/Boards").then((m) => ({ default: m.BoardPage })));
const Pipelines = lazy(() => import("./pages/Pipelines"));
const Usage = lazy(() => import("./pages/Usage"));
const Settings = lazy(() => import("./pages/Settings"));
const PipelinePage = lazy(() => import("./pages/Pipelines").then((m) => ({ default: m.PipelinePage })));

const NAV = [
  { href: "/logs", label: "Logs" },
  { href: "/pipelines", label: "Pipelines" },
  { href: "/boards", label: "Boards" },
  { href: "/usage", label: "Usage" },
  { href: "/settings", label: "Settings" },
];

export function App() {
  const [key, setKey] = useState<string | null>(storedKey);
  const [reason, setReason] = useState<string | null>(null);
  const [caller, setCaller] = useState<Caller | null>(null);
  const [location] = useLocation();
  // On a narrow screen the navigation folds behind a `Menu` button; going somewhere folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what closes the menu
  useEffect(() => setMenuOpen(false), [location]);

  // A key kept from before a reload: who it is, again.
  useEffect(() => {
    if (!key || caller) return;
    apiJson<Caller>(key, "/v1/me")
      .then(setCaller)
      .catch(() => {});
  }, [key, caller]);

  useEffect(() => {
    whenUnauthorized((message) => {
      forgetKey();
      setKey(null);
      setCaller(null);
      setReason(`Signed out: ${message}`);
    });
  }, []);

  if (!key)
    return (
      <SignIn
        reason={reason}
        onSignedIn={(k, who) => {
          setReason(null);
          setCaller(who);
          setKey(k);
        }}
      />
    );

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Pipeline Service</span>
        <button
          type="button"
          className="quiet menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <nav id="main-nav" aria-label="Main" className={menuOpen ? "open" : undefined}>
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={location.startsWith(item.href) ? "page" : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {caller && (
          <span className="who" title={caller.member ?? undefined}>
            {caller.account.name} · {caller.role}
          </span>
        )}
        <button
          type="button"
          className="quiet"
          onClick={() => {
            forgetKey();
            setKey(null);
            setCaller(null);
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Switch>
            <Route path="/logs">
              <Logs apiKey={key} caller={caller} />
            </Route>
            <Route path="/boards">
              <Boards apiKey={key} caller={caller} />
            </Route>
            <Route path="/boards/:boardId">
              <BoardPage apiKey={key} caller={caller} />
            </Route>
            <Route path="/pipelines">
              <Pipelines apiKey={key} />
            </Route>
            <Route path="/pipelines/:pipelineId">
              <PipelinePage apiKey={key} caller={caller} />
            </Route>
            <Route path="/usage">
              <Usage apiKey={key} caller={caller} />
            </Route>
            <Route path="/settings/:section?">
              <Settings apiKey={key} caller={caller} />
            </Route>
            <Route>
              <Redirect to="/logs" />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  );
}
