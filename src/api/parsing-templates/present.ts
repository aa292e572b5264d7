// A parsing template on the wire.
import type { ParserConfig } from "../../engine/processors/parse";
import type { TemplateRow } from "./store";

export const presentParsingTemplate = (t: TemplateRow) => ({
  templateid: t.id,
  name: t.name,
  description: t.description,
  config: t.config as ParserConfig,
});
