/**
 * The swagger-ui page both documents use. Links are relative (`base`), so one page works on a
 * service itself and behind the gateway's prefixes. The init script is served as its own file
 * (SWAGGER_UI_INIT_SCRIPT) so a Content-Security-Policy without inline scripts still allows it.
 */
export const SWAGGER_UI_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const;
export const SWAGGER_UI_INIT_FILE = 'swagger-init.js';
export const OPENAPI_FILE = 'openapi.json';

export const SWAGGER_UI_INIT_SCRIPT = `window.addEventListener('load', function () {
  var el = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({ url: el.getAttribute('data-spec'), dom_id: '#swagger-ui', deepLinking: true });
});
`;

/** `base` is '' when the page's own path ends in '/', else the last segment plus '/' (e.g. 'docs/'). */
export function swaggerUiPage(title: string, base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="${base}favicon-32x32.png">
<link rel="stylesheet" href="${base}swagger-ui.css">
</head>
<body>
<div id="swagger-ui" data-spec="${base}${OPENAPI_FILE}"></div>
<script src="${base}swagger-ui-bundle.js"></script>
<script src="${base}${SWAGGER_UI_INIT_FILE}"></script>
</body>
</html>
`;
}
