// A screen on the wire.
import type { ScreenRow } from "./store";
import type { Layout, Widget } from "./widgets";

export const presentScreen = (s: ScreenRow, category: string[]) => ({
  screenid: s.id,
  title: s.title,
  widgets: s.widgets as Widget[],
  layout: s.layout as Layout,
  category,
});
