// The interactive API reference at /docs: Scalar's standalone build, pointed at our OpenAPI document. The
// script is pinned to one version and loaded with Subresource Integrity: the browser runs it only if its
// bytes are the ones hashed here (the npm package's dist/browser/standalone.js, which jsDelivr serves as
// published). To upgrade: `npm pack @scalar/api-reference@<version>`, then
// `openssl dgst -sha384 -binary package/dist/browser/standalone.js | openssl base64 -A`.
export const SCALAR_VERSION = "1.76.0";
export const SCALAR_INTEGRITY = "sha384-oH1C0RwqcwbVXkC+r8A+4qRoyEUQdtxAzOwumkxZtQBBcsy61FOoPt7B50OVJYYQ";
const SCALAR_URL = `https://cdn.jsdelivr.net/npm/@scalar/api-reference@${SCALAR_VERSION}/dist/browser/standalone.js`;

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
    <script src="${SCALAR_URL}" integrity="${SCALAR_INTEGRITY}" crossorigin="anonymous"></script>
  </body>
</html>`;
}
