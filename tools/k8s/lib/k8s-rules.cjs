/**
 * Rules the rendered manifests must keep beyond the schema: what makes them run this product
 * correctly (probes on the right port and path, resources, references between objects, the
 * env each app reads, security context) and what each overlay promises.
 */

const SECRET_NAME = 'hirewise-secrets';
const PLACEHOLDER = /^(REPLACE_ME)?$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const NAMESPACED_NOT = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass', 'CustomResourceDefinition']);

/** Kubernetes quantity -> number (cores or bytes), or NaN. */
function quantity(q) {
  const m = /^([0-9]+(?:\.[0-9]+)?)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(String(q));
  if (!m) return NaN;
  const scale = { m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, Ti: 1024 ** 4 }[m[2]] ?? 1;
  return Number(m[1]) * scale;
}

function matches(selector, labels) {
  const wanted = selector?.matchLabels ?? {};
  return Object.keys(wanted).length > 0 && Object.entries(wanted).every(([k, v]) => labels?.[k] === v);
}

const name = (o) => `${o.kind}/${o.metadata?.name}`;

/**
 * @param {object[]} objects rendered objects of one overlay
 * @param {object} ctx { overlay: 'dev'|'prod'|..., apps: deployableApps(), envNames: envNamesByApp(), secretKeys: Map(key -> value) }
 * @returns {{ object: string, message: string }[]}
 */
function checkRules(objects, ctx) {
  const problems = [];
  const fail = (object, message) => problems.push({ object, message });
  const byKind = (kind) => objects.filter((o) => o.kind === kind);
  const deployments = byKind('Deployment');
  const services = byKind('Service');
  const hpas = byKind('HorizontalPodAutoscaler');
  const pdbs = byKind('PodDisruptionBudget');
  const configMaps = new Map(byKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
  const namespaces = byKind('Namespace').map((n) => n.metadata.name);

  // Names are unique per kind, and valid.
  const seen = new Set();
  for (const o of objects) {
    const key = `${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name}`;
    if (seen.has(key)) fail(name(o), 'defined twice');
    seen.add(key);
    const n = o.metadata?.name ?? '';
    const pattern = ['Service', 'Namespace'].includes(o.kind) ? DNS_LABEL : DNS_SUBDOMAIN;
    if (!pattern.test(n) || n.length > 63) fail(name(o), `name "${n}" is not a valid ${pattern === DNS_LABEL ? 'DNS label' : 'DNS subdomain'}`);
    if (o.metadata?.labels?.['app.kubernetes.io/part-of'] !== 'hirewise') fail(name(o), 'label app.kubernetes.io/part-of=hirewise is missing');
    if (o.kind === 'Secret') fail(name(o), 'a Secret is rendered: secrets are created outside the overlays (k8s/secrets/*.example.yaml)');
  }
  // One namespace for everything namespaced.
  if (namespaces.length !== 1) fail('(overlay)', `expected exactly one Namespace, found ${namespaces.length}`);
  for (const o of objects) {
    if (NAMESPACED_NOT.has(o.kind)) continue;
    if (o.metadata?.namespace !== namespaces[0]) fail(name(o), `namespace is "${o.metadata?.namespace}", expected "${namespaces[0]}"`);
  }

  for (const app of ctx.apps) {
    const d = deployments.find((x) => x.metadata.name === app.name);
    if (!d) {
      fail(`Deployment/${app.name}`, 'missing: every app needs a Deployment');
      continue;
    }
    const pod = d.spec.template;
    if (!matches(d.spec.selector, pod.metadata?.labels)) fail(name(d), 'spec.selector does not match the pod template labels');
    const spec = pod.spec;
    const containers = spec.containers ?? [];
    if (containers.length !== 1) fail(name(d), `expected one container, found ${containers.length}`);
    const c = containers[0] ?? {};
    if (!/^[^:@]+(:[^:@]+|@sha256:[0-9a-f]{64})$/.test(c.image ?? '') || /:latest$/.test(c.image)) fail(name(d), `image "${c.image}" must name a version (tag or digest), not latest`);
    if (!String(c.image).split(':')[0].endsWith(`/${app.name}`) && String(c.image).split(':')[0] !== app.name) fail(name(d), `image "${c.image}" is not the ${app.name} image`);

    // Ports: the app's HTTP port (and TCP port) as named ports.
    const ports = new Map((c.ports ?? []).map((p) => [p.name, p.containerPort]));
    if (ports.get('http') !== app.httpPort) fail(name(d), `container port "http" must be ${app.httpPort} (the app's default HTTP port), got ${ports.get('http')}`);
    if (app.tcpPort && ports.has('tcp') && ports.get('tcp') !== app.tcpPort) fail(name(d), `container port "tcp" must be ${app.tcpPort}, got ${ports.get('tcp')}`);

    // Probes: liveness /health, readiness /ready (the gateway: /health, see its manifest).
    const readyPath = app.name === 'gateway' ? '/health' : '/ready';
    for (const [probe, path] of [
      ['livenessProbe', '/health'],
      ['readinessProbe', readyPath],
    ]) {
      const p = c[probe];
      if (!p) fail(name(d), `${probe} is missing`);
      else if (p.httpGet?.path !== path) fail(name(d), `${probe} must GET ${path}, not ${p.httpGet?.path}`);
      else if (p.httpGet.port !== 'http' && p.httpGet.port !== app.httpPort) fail(name(d), `${probe} must use the HTTP port, not ${p.httpGet.port}`);
    }
    if (c.startupProbe && c.startupProbe.httpGet?.port !== 'http') fail(name(d), 'startupProbe must use the HTTP port');

    // Resources: requests and limits for cpu and memory, requests <= limits.
    for (const res of ['cpu', 'memory']) {
      const req = c.resources?.requests?.[res];
      const lim = c.resources?.limits?.[res];
      if (req === undefined) fail(name(d), `resources.requests.${res} is missing`);
      if (lim === undefined) fail(name(d), `resources.limits.${res} is missing`);
      if (req !== undefined && lim !== undefined) {
        if (Number.isNaN(quantity(req)) || Number.isNaN(quantity(lim))) fail(name(d), `resources ${res}: "${req}" / "${lim}" is not a quantity`);
        else if (quantity(req) > quantity(lim)) fail(name(d), `resources ${res}: request ${req} is above limit ${lim}`);
      }
    }

    // Security: non-root, read-only root filesystem with a writable /tmp, no privilege escalation.
    const podSec = spec.securityContext ?? {};
    const sec = c.securityContext ?? {};
    if (!(podSec.runAsNonRoot || sec.runAsNonRoot)) fail(name(d), 'runAsNonRoot is not set');
    if ((sec.runAsUser ?? podSec.runAsUser) === 0) fail(name(d), 'runs as user 0');
    if (sec.readOnlyRootFilesystem !== true) fail(name(d), 'readOnlyRootFilesystem is not true');
    if (sec.allowPrivilegeEscalation !== false) fail(name(d), 'allowPrivilegeEscalation is not false');
    if (!(sec.capabilities?.drop ?? []).includes('ALL')) fail(name(d), 'capabilities do not drop ALL');
    const volumes = new Set((spec.volumes ?? []).map((v) => v.name));
    for (const m of c.volumeMounts ?? []) if (!volumes.has(m.name)) fail(name(d), `volumeMount ${m.name} has no volume`);
    const mounted = new Map((c.volumeMounts ?? []).map((m) => [m.mountPath, m.name]));
    if (!mounted.has('/tmp')) fail(name(d), 'read-only root filesystem without a writable /tmp');
    if (app.service && !mounted.has('/data')) fail(name(d), 'no writable /data (DATA_DIR of the image)');

    // Environment: every variable is one this app reads; config maps exist; secret keys exist.
    const allowed = ctx.envNames[app.name];
    const setNames = [];
    for (const ref of c.envFrom ?? []) {
      if (ref.secretRef) fail(name(d), `envFrom secret ${ref.secretRef.name}: give each app only its keys (env valueFrom)`);
      if (!ref.configMapRef) continue;
      const data = configMaps.get(ref.configMapRef.name);
      if (!data) fail(name(d), `envFrom ConfigMap ${ref.configMapRef.name} is not rendered`);
      else setNames.push(...Object.keys(data).map((k) => [k, `ConfigMap ${ref.configMapRef.name}`]));
    }
    for (const e of c.env ?? []) {
      setNames.push([e.name, 'env']);
      const s = e.valueFrom?.secretKeyRef;
      if (s) {
        if (s.name !== SECRET_NAME) fail(name(d), `env ${e.name} reads Secret ${s.name}, expected ${SECRET_NAME}`);
        else if (!ctx.secretKeys.has(s.key) && !s.optional) fail(name(d), `env ${e.name} reads key ${s.key}, which the Secret template does not have`);
      }
      const cm = e.valueFrom?.configMapKeyRef;
      if (cm && !(configMaps.get(cm.name) && cm.key in configMaps.get(cm.name))) fail(name(d), `env ${e.name} reads ConfigMap ${cm.name} key ${cm.key}, which is not rendered`);
    }
    for (const [envName, from] of setNames) {
      if (!allowed.has(envName)) fail(name(d), `${from} sets ${envName}, which ${app.name} does not read`);
    }
    const env = effectiveEnv(c, configMaps);
    const portVar = app.service ? `${app.service.toUpperCase()}_HTTP_PORT` : 'PORT';
    if (env[portVar] !== undefined && Number(env[portVar]) !== app.httpPort) fail(name(d), `${portVar}=${env[portVar]} moves the HTTP port away from the probes' ${app.httpPort}`);
    for (const required of ['JWT_SECRET', 'SERVICE_TOKEN_SECRET', 'RABBITMQ_URL']) if (!setNames.some(([n]) => n === required)) fail(name(d), `${required} is not set (production refuses the defaults)`);
    // A broker user per app (docs/security.md, "RabbitMQ users and TLS"): its own Secret key, never a shared URL.
    const ownBrokerKey = `${(app.service ?? 'gateway').toUpperCase()}_RABBITMQ_URL`;
    const brokerKey = (c.env ?? []).find((e) => e.name === 'RABBITMQ_URL')?.valueFrom?.secretKeyRef?.key;
    if (brokerKey !== ownBrokerKey) fail(name(d), `RABBITMQ_URL must come from the Secret key ${ownBrokerKey} (its own broker user), not ${brokerKey ?? 'a literal or ConfigMap value'}`);
    if (app.service && app.hasMigrations && !setNames.some(([n]) => n === `${app.service.toUpperCase()}_DATABASE_URL`)) fail(name(d), `${app.service.toUpperCase()}_DATABASE_URL is not set: the service would use an embedded database per pod`);
    if (env.TRANSPORT !== 'rmq') fail(name(d), `TRANSPORT is "${env.TRANSPORT}": replicas need RabbitMQ (competing consumers), not tcp`);
    if (env.NODE_ENV !== 'production') fail(name(d), `NODE_ENV is "${env.NODE_ENV}", expected production`);
    if (app.name === 'media-service' && env.STORAGE !== 's3') fail(name(d), 'STORAGE must be s3: pods share no disk');

    // A Service selecting exactly this app's pods, reaching its HTTP port.
    const svc = services.find((s) => s.metadata.name === app.name);
    if (!svc) fail(`Service/${app.name}`, 'missing: every app needs a Service');
    else {
      if (!matches({ matchLabels: svc.spec.selector }, pod.metadata.labels)) fail(name(svc), `selector does not match the ${app.name} pods`);
      for (const d2 of deployments) if (d2 !== d && matches({ matchLabels: svc.spec.selector }, d2.spec.template.metadata.labels)) fail(name(svc), `selector also matches ${name(d2)}`);
      const http = (svc.spec.ports ?? []).find((p) => p.name === 'http');
      if (!http || (http.targetPort !== 'http' && http.targetPort !== app.httpPort)) fail(name(svc), 'needs a port "http" targeting the container port http');
      if (app.service) {
        const hostVar = `${app.service.toUpperCase()}_HOST`;
        const hosts = Object.values(configMaps).map((data) => data[hostVar]).filter(Boolean);
        if (hosts.length && !hosts.every((h) => h === app.name || h.startsWith(`${app.name}.`))) fail(name(svc), `${hostVar} (${hosts.join(', ')}) does not name this Service`);
        if (http && http.port !== app.httpPort) fail(name(svc), `port http must be ${app.httpPort}: other apps reach it at ${hostVar}:${app.service.toUpperCase()}_HTTP_PORT`);
      }
    }
  }
  for (const d of deployments) if (!ctx.apps.some((a) => a.name === d.metadata.name)) fail(name(d), 'is not an app of this repository (apps/*/package.json with main dist/main.js)');

  // Autoscalers point at Deployments that have CPU requests; bounds make sense.
  for (const h of hpas) {
    const ref = h.spec.scaleTargetRef;
    const target = deployments.find((d) => d.metadata.name === ref.name);
    if (ref.kind !== 'Deployment' || ref.apiVersion !== 'apps/v1' || !target) fail(name(h), `scaleTargetRef ${ref.apiVersion} ${ref.kind}/${ref.name} is not a rendered Deployment`);
    else if (!target.spec.template.spec.containers.every((c) => c.resources?.requests?.cpu)) fail(name(h), 'its Deployment has no CPU request to scale on');
    if ((h.spec.minReplicas ?? 1) > h.spec.maxReplicas) fail(name(h), 'minReplicas is above maxReplicas');
    if (target && target.spec.replicas !== undefined) fail(name(h), `${name(target)} sets replicas: each apply would fight the autoscaler`);
  }
  // PodDisruptionBudgets select an app's pods and never block every eviction.
  for (const p of pdbs) {
    const target = deployments.find((d) => matches(p.spec.selector, d.spec.template.metadata.labels));
    if (!target) fail(name(p), 'selects no Deployment');
    if (p.spec.maxUnavailable === 0 || p.spec.maxUnavailable === '0%') fail(name(p), 'maxUnavailable 0 blocks node drains');
    const hpa = target && hpas.find((h) => h.spec.scaleTargetRef.name === target.metadata.name);
    const minPods = hpa ? (hpa.spec.minReplicas ?? 1) : (target?.spec.replicas ?? 1);
    if (p.spec.minAvailable !== undefined && Number(p.spec.minAvailable) >= minPods) fail(name(p), `minAvailable ${p.spec.minAvailable} with ${minPods} replica(s) blocks node drains`);
  }
  for (const d of deployments) {
    if (!pdbs.some((p) => matches(p.spec.selector, d.spec.template.metadata.labels))) fail(name(d), 'has no PodDisruptionBudget');
  }
  // Ingresses reach existing Services and ports; the gateway has one, and the AI service's API.
  const ingresses = byKind('Ingress');
  for (const i of ingresses) {
    for (const rule of i.spec.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const b = path.backend.service;
        const svc = services.find((s) => s.metadata.name === b?.name);
        if (!svc) fail(name(i), `backend Service ${b?.name} is not rendered`);
        else if (!(svc.spec.ports ?? []).some((p) => (b.port.name && p.name === b.port.name) || (b.port.number && p.port === b.port.number))) fail(name(i), `backend ${b.name} has no port ${b.port.name ?? b.port.number}`);
      }
    }
  }
  const backends = ingresses.flatMap((i) => (i.spec.rules ?? []).flatMap((r) => (r.http?.paths ?? []).map((p) => p.backend.service?.name)));
  if (!backends.includes('gateway')) fail('(overlay)', 'no Ingress reaches the gateway');
  if (!backends.includes('ai-service')) fail('(overlay)', "no Ingress reaches the AI service's own API");

  // What each overlay promises.
  if (ctx.overlay === 'dev') {
    if (hpas.length) fail('(dev)', 'dev runs one replica each: no HorizontalPodAutoscaler');
    for (const d of deployments) if (d.spec.replicas !== 1) fail(name(d), `dev runs one replica, not ${d.spec.replicas}`);
  }
  if (ctx.overlay === 'prod') {
    for (const app of ctx.apps) {
      const h = hpas.find((x) => x.spec.scaleTargetRef.name === app.name);
      if (!h) fail(`HorizontalPodAutoscaler/${app.name}`, 'missing: prod autoscales the gateway and every stateless service');
      else if ((h.spec.minReplicas ?? 1) < 2) fail(name(h), 'prod keeps at least 2 replicas');
    }
    for (const i of ingresses) if (!(i.spec.tls ?? []).length) fail(name(i), 'prod serves TLS');
  }
  return problems;
}

/** The env a container ends up with: envFrom ConfigMaps in order, then literal env values. */
function effectiveEnv(container, configMaps) {
  const env = {};
  for (const ref of container.envFrom ?? []) Object.assign(env, configMaps.get(ref.configMapRef?.name) ?? {});
  for (const e of container.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
  return env;
}

/** The Secret template: a valid Secret whose every value is a placeholder. */
function checkSecretTemplate(secret) {
  const problems = [];
  const fail = (message) => problems.push({ object: `Secret/${secret?.metadata?.name}`, message });
  if (secret?.kind !== 'Secret') fail('the template is not a Secret');
  if (secret?.metadata?.name !== SECRET_NAME) fail(`the template must be named ${SECRET_NAME}`);
  if (secret?.data && Object.keys(secret.data).length) fail('use stringData with placeholders, not data');
  const values = secret?.stringData ?? {};
  if (!Object.keys(values).length) fail('the template lists no keys');
  for (const [key, value] of Object.entries(values)) {
    if (!PLACEHOLDER.test(String(value))) fail(`${key} holds a literal value; templates hold placeholders only (REPLACE_ME or empty)`);
  }
  return problems;
}

module.exports = { checkRules, checkSecretTemplate, quantity, SECRET_NAME };
