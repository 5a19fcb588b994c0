/** The six services whose databases a server-mode deployment has, and the variable naming each one's URL. */
const SERVICES = ['auth', 'jobs', 'applications', 'media', 'ai', 'notifications'];

function databaseUrlVar(service) {
  return `${service.toUpperCase()}_DATABASE_URL`;
}

/** Every service's database URL from `env`; throws naming the ones missing. */
function databaseUrls(env = process.env) {
  const missing = SERVICES.filter((s) => !env[databaseUrlVar(s)]);
  if (missing.length) throw new Error(`set ${missing.map(databaseUrlVar).join(', ')} (server mode: a postgres:// URL per service)`);
  return Object.fromEntries(SERVICES.map((s) => [s, env[databaseUrlVar(s)]]));
}

/** The URL without its password, for messages. */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** The value after `--name` on the command line, or exit 2 with the usage. */
function requiredArg(name, usage) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i < 0 || !args[i + 1]) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return args[i + 1];
}

/** databaseUrls(), or exit 2 naming the missing variables. */
function databaseUrlsOrExit(env = process.env) {
  try {
    return databaseUrls(env);
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
}

module.exports = { SERVICES, databaseUrlVar, databaseUrls, databaseUrlsOrExit, requiredArg, redact };
