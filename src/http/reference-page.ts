// The interactive API reference at /docs: Scalar's standalone build, pointed at our OpenAPI document.
export function referencePage(specUrl: string): string {
  return `<!doctype html>
<html>
  <head>
    <title>API reference</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" data-url="${specUrl}"></script>
    <script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference"></script>
  </body>
</html>`;
}
