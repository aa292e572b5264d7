// The console's shell: sign-in until a key works, then the navigation and the page of the path. A key that
// stops working (401 from any call) brings the tab back to sign-in with the API's reason.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, Redirect, Route, Switch, useLocation } from "wouter";
import { whenUnauthorized } from "./api";
import { SignIn } from "./pages/SignIn";
import { forgetKey, storedKey } from "./session";

// Pages load with their route: the sign-in page does not carry the log viewer's code.
const Logs = lazy(() => import("./pages/Logs"));

const NAV = [{ href: "/logs", label: "Logs" }];

export function App() {
  const [key, setKey] = useState<string | null>(storedKey);
  const [reason, setReason] = useState<string | null>(null);
  const [location] = useLocation();

  useEffect(() => {
    whenUnauthorized((message) => {
      forgetKey();
      setKey(null);
      setReason(`Signed out: ${message}`);
    });
  }, []);

  if (!key)
    return (
      <SignIn
        reason={reason}
        onSignedIn={(k) => {
          setReason(null);
          setKey(k);
        }}
      />
    );

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Pipeline Service</span>
        <nav aria-label="Main">
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
        <button
          type="button"
          className="quiet"
          onClick={() => {
            forgetKey();
            setKey(null);
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Switch>
            <Route path="/logs">
              <Logs apiKey={key} />
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
