// Facets: the most frequent hosts, apps, levels and tags of the search's lines, with their counts (GET /v1/top);
// a click on one adds it to the search.
import { useEffect, useState } from "react";
import { apiJson } from "../api";
import { termOf } from "../query-terms";
import { messageOf } from "../use-read";
import { type Search, searchParams } from "./search";

interface TopAnswer {
  values: { value: string; lines: number }[];
  other_lines: number;
  distinct: number;
  complete: boolean;
}

const FACETS = [
  { field: "host", title: "Hosts" },
  { field: "app", title: "Apps" },
  { field: "level", title: "Levels" },
  { field: "tag", title: "Tags" },
] as const;

const LIMIT = 8;

type Answers = Partial<Record<(typeof FACETS)[number]["field"], TopAnswer | string>>;

export function Facets({
  apiKey,
  search,
  onFilter,
}: {
  apiKey: string;
  search: Search;
  onFilter: (term: string) => void;
}) {
  const [answers, setAnswers] = useState<Answers>({});

  useEffect(() => {
    let current = true;
    setAnswers({});
    for (const { field } of FACETS) {
      const params = searchParams(search);
      params.set("field", field);
      params.set("limit", String(LIMIT));
      apiJson<TopAnswer>(apiKey, `/v1/top?${params}`)
        .then((answer) => current && setAnswers((a) => ({ ...a, [field]: answer })))
        .catch((err) => current && setAnswers((a) => ({ ...a, [field]: messageOf(err) })));
    }
    return () => {
      current = false;
    };
  }, [apiKey, search]);

  return (
    <aside className="facets" aria-label="Facets">
      {FACETS.map(({ field, title }) => {
        const answer = answers[field];
        return (
          <section key={field} aria-label={title} aria-busy={answer === undefined}>
            <h2>{title}</h2>
            {answer === undefined ? (
              <p className="hint">Counting…</p>
            ) : typeof answer === "string" ? (
              <p className="error">{answer}</p>
            ) : answer.values.length === 0 ? (
              <p className="hint">None</p>
            ) : (
              <ul>
                {answer.values.map(({ value, lines }) => (
                  <li key={value}>
                    {value === "" ? (
                      <span className="facet-value none">(none)</span>
                    ) : (
                      <button
                        type="button"
                        className="facet-value"
                        aria-label={`Only ${field} ${value}, ${lines.toLocaleString()} lines`}
                        onClick={() => onFilter(termOf(field, value))}
                      >
                        {value}
                      </button>
                    )}
                    <span className="count">{lines.toLocaleString()}</span>
                  </li>
                ))}
                {answer.distinct > answer.values.length && (
                  <li className="hint">
                    {`${(answer.distinct - answer.values.length).toLocaleString()} more: ${answer.other_lines.toLocaleString()} lines`}
                  </li>
                )}
              </ul>
            )}
          </section>
        );
      })}
    </aside>
  );
}
