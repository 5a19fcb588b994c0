/**
 * The deployment files render and validate (tools/k8s/validate.mjs does the same from the command
 * line), the structural rules hold on what kustomize renders, and the validators fail on broken
 * input (each check is shown to catch a real mistake).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BROKER_APPS, brokerDefinitions, type BrokerApp } from '@hirewise/server-kit';
import { checkCompose } from '../lib/compose-check.cjs';
import { checkDockerfile } from '../lib/dockerfile-check.cjs';
import { NODE_FLAGS } from '@hirewise/testing';
import { checkRules, checkSecretTemplate } from '../lib/k8s-rules.cjs';
import { validateObjects } from '../lib/k8s-schema.cjs';
import { parseDocuments, type Problem, type YamlDocument as Obj } from '../lib/render.cjs';
import * as facts from '../lib/repo-facts.cjs';
import { validateAll, type ValidationReport } from '../lib/validate-all.cjs';

const ROOT = facts.ROOT;
const apps = facts.deployableApps();
const envNames = facts.envNamesByApp();
const secret: Obj = parseDocuments(readFileSync(join(ROOT, 'k8s/secrets/hirewise-secrets.example.yaml'), 'utf8'), 'secret')[0];
const secretKeys = new Map(Object.entries(secret.stringData));
const STATELESS = ['gateway', 'auth-service', 'jobs-service', 'applications-service', 'media-service', 'ai-service', 'notifications-service'];

let report: ValidationReport;
beforeAll(() => {
  report = validateAll();
}, 120_000);

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const messages = (problems: Problem[]) => problems.map((p) => [p.object, p.path, p.message].filter(Boolean).join(' ')).join('\n');

describe('deployment files', () => {
  it('every overlay, the Secret template, the compose files and every Dockerfile validate', () => {
    const failing = report.sections.filter((s) => s.problems.length).map((s) => `${s.name}:\n${messages(s.problems)}`);
    expect(failing).toEqual([]);
    expect(report.sections.map((s) => s.name)).toEqual(
      expect.arrayContaining(['k8s/overlays/dev', 'k8s/overlays/prod', 'docker/compose.yaml', ...apps.map((a) => `docker/${a.name}.Dockerfile`)]),
    );
  });

  it('there is one app per deployable project, the gateway and the six services', () => {
    expect(apps.map((a) => a.name).sort()).toEqual([...STATELESS].sort());
  });

  describe.each(['dev', 'prod'])('the %s overlay as rendered', (overlay) => {
    const objects = () => report.rendered[overlay];
    const of = (kind: string) => objects().filter((o) => o.kind === kind);

    it('has a Deployment with liveness (/health) and readiness probes and resources for every app', () => {
      for (const app of apps) {
        const d = of('Deployment').find((x) => x.metadata.name === app.name);
        expect(d).toBeDefined();
        const c = d!.spec.template.spec.containers[0];
        expect(c.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
        expect(c.readinessProbe.httpGet).toEqual({ path: app.name === 'gateway' ? '/health' : '/ready', port: 'http' });
        expect(c.ports.find((p: Obj) => p.name === 'http').containerPort).toBe(app.httpPort);
        for (const kind of ['requests', 'limits']) {
          expect(c.resources[kind].cpu).toMatch(/^\d+(m)?$/);
          expect(c.resources[kind].memory).toMatch(/^\d+(Mi|Gi)$/);
        }
        expect(c.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
        expect(d!.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      }
    });

    it('has a Service selecting each app’s pods', () => {
      for (const app of apps) {
        const svc = of('Service').find((s) => s.metadata.name === app.name);
        const pods = of('Deployment').find((d) => d.metadata.name === app.name)!.spec.template.metadata.labels;
        expect(svc).toBeDefined();
        for (const [k, v] of Object.entries(svc!.spec.selector)) expect(pods[k]).toBe(v);
      }
    });

    it('points every HorizontalPodAutoscaler and PodDisruptionBudget at a rendered Deployment', () => {
      const deployments = of('Deployment').map((d) => d.metadata.name);
      for (const h of of('HorizontalPodAutoscaler')) expect(deployments).toContain(h.spec.scaleTargetRef.name);
      for (const p of of('PodDisruptionBudget')) expect(deployments).toContain(p.spec.selector.matchLabels['app.kubernetes.io/name']);
    });

    it('renders no Secret, and reads secrets only by key from hirewise-secrets', () => {
      expect(of('Secret')).toEqual([]);
      for (const d of of('Deployment')) {
        const c = d.spec.template.spec.containers[0];
        for (const e of c.env ?? []) {
          if (e.valueFrom?.secretKeyRef) expect(e.valueFrom.secretKeyRef.name).toBe('hirewise-secrets');
        }
      }
    });
  });

  it('dev runs one replica of each app without autoscaling; prod autoscales the gateway and every stateless service over RabbitMQ', () => {
    const dev = report.rendered.dev;
    expect(dev.filter((o) => o.kind === 'HorizontalPodAutoscaler')).toEqual([]);
    for (const d of dev.filter((o) => o.kind === 'Deployment')) expect(d.spec.replicas).toBe(1);
    const prod = report.rendered.prod;
    const hpas = prod.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([...STATELESS].sort());
    for (const h of hpas) expect(h.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const common = prod.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('hirewise-config-'));
    expect(common?.data.TRANSPORT).toBe('rmq');
  });

  it('the Secret template holds placeholders only', () => {
    for (const value of Object.values(secret.stringData)) expect(value).toMatch(/^(REPLACE_ME)?$/);
    expect(Object.keys(secret.stringData)).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'AUTH_DATABASE_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'AI_API_KEY', 'NOTIFICATIONS_DATABASE_URL', 'SMTP_URL']),
    );
  });

  it('every app reads its own broker user’s URL (a Secret key per app, no shared RABBITMQ_URL key)', () => {
    expect(secretKeys.has('RABBITMQ_URL')).toBe(false);
    for (const overlay of Object.keys(report.rendered)) {
      const keys = report.rendered[overlay]
        .filter((o) => o.kind === 'Deployment')
        .map((d) => [d.metadata.name, d.spec.template.spec.containers[0].env.find((e: Obj) => e.name === 'RABBITMQ_URL').valueFrom.secretKeyRef.key]);
      expect(Object.fromEntries(keys)).toEqual({
        gateway: 'GATEWAY_RABBITMQ_URL',
        'auth-service': 'AUTH_RABBITMQ_URL',
        'jobs-service': 'JOBS_RABBITMQ_URL',
        'applications-service': 'APPLICATIONS_RABBITMQ_URL',
        'media-service': 'MEDIA_RABBITMQ_URL',
        'ai-service': 'AI_RABBITMQ_URL',
        'notifications-service': 'NOTIFICATIONS_RABBITMQ_URL',
      });
    }
  });

  it('compose’s broker definitions are what tools/rabbitmq/definitions.mjs generates for its users, without guest', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, 'docker/rabbitmq/definitions.json'), 'utf8'));
    const passwords = Object.fromEntries([...BROKER_APPS, 'admin'].map((a) => [a, 'x'.repeat(12)])) as Record<BrokerApp | 'admin', string>;
    const generated = brokerDefinitions({ prefix: 'hirewise', vhost: '/', passwords });
    const withoutHashes = (d: Obj) => ({ ...d, users: d.users.map(({ password_hash: _h, ...u }: Obj) => u) });
    expect(withoutHashes(committed)).toEqual(withoutHashes(generated));
    expect(committed.users.map((u: Obj) => u.name)).not.toContain('guest');
  });

  it('compose: every service database is created, and the notifications’ emails go to Mailpit, whose UI only the admin file publishes', () => {
    const initSql = readFileSync(join(ROOT, 'docker/postgres/init-databases.sql'), 'utf8');
    for (const app of apps.filter((a) => a.service)) expect(initSql).toContain(`CREATE DATABASE hirewise_${app.service};`);
    const compose = parseDocuments(readFileSync(join(ROOT, 'docker/compose.yaml'), 'utf8'), 'compose.yaml')[0];
    const admin = parseDocuments(readFileSync(join(ROOT, 'docker/compose.admin.yaml'), 'utf8'), 'compose.admin.yaml')[0];
    const mailpit = compose.services.mailpit;
    expect(mailpit.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    expect(mailpit.ports).toBeUndefined();
    expect(admin.services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
    const notifications = compose.services['notifications-service'];
    expect(notifications.environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(notifications.environment.PUBLIC_URL).toBe('${PUBLIC_URL:-http://localhost:3000}');
    expect(notifications.depends_on.mailpit).toEqual({ condition: 'service_healthy' });
    expect(compose['x-common-env'].NOTIFICATIONS_HOST).toBe('notifications-service');
  });

  it.each(['dev', 'prod'])('%s: the notifications service reads its mail server from the Secret and links to the Ingress host', (overlay) => {
    const objects = report.rendered[overlay];
    const c = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'notifications-service')!.spec.template.spec.containers[0];
    expect(c.env.find((e: Obj) => e.name === 'SMTP_URL').valueFrom.secretKeyRef).toEqual({ name: 'hirewise-secrets', key: 'SMTP_URL' });
    const configs = c.envFrom.map((r: Obj) => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === r.configMapRef.name)!.data);
    const env = Object.assign({}, ...configs);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFICATIONS_HOST).toBe('notifications-service');
    const host = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === 'hirewise')!.spec.rules[0].host;
    expect(env.PUBLIC_URL).toBe(`${overlay === 'prod' ? 'https' : 'http'}://${host}`);
    expect(env.MAIL_FROM).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
  });
});

describe('the validators catch mistakes', () => {
  const prod = () => clone(report.rendered.prod);
  const ctx = { overlay: 'prod', apps, envNames, secretKeys };

  it('schema: unknown fields, missing required fields, wrong types, unknown kinds', () => {
    const objects = prod();
    const d = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'jobs-service')!;
    d.spec.template.spec.containers[0].livenessprobe = d.spec.template.spec.containers[0].livenessProbe; // misspelt
    delete d.spec.selector;
    d.spec.template.spec.containers[0].ports[0].containerPort = '3002';
    const svc = objects.find((o) => o.kind === 'Service')!;
    svc.spec.ports[0].protcol = 'TCP';
    objects.push({ apiVersion: 'autoscaling/v2beta9', kind: 'HorizontalPodAutoscaler', metadata: { name: 'x' } });
    const found = validateObjects(objects) as Problem[];
    const text = messages(found);
    expect(text).toContain('Deployment/jobs-service spec.template.spec.containers[0].livenessprobe unknown field "livenessprobe"');
    expect(text).toContain('Deployment/jobs-service spec.selector required field "selector" is missing');
    expect(text).toContain('spec.template.spec.containers[0].ports[0].containerPort expected number, got string "3002"');
    expect(text).toContain(`Service/${svc.metadata.name} spec.ports[0].protcol unknown field "protcol"`);
    expect(text).toContain('unknown apiVersion autoscaling/v2beta9');
    expect(validateObjects(prod())).toEqual([]);
  });

  it('rules: missing probes and resources, an orphan autoscaler, a missing Service, env a service does not read', () => {
    const objects = prod();
    const auth = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'auth-service')!.spec.template.spec.containers[0];
    delete auth.readinessProbe;
    delete auth.resources.limits;
    auth.env.push({ name: 'S3_BUCKET', value: 'x' });
    objects.find((o) => o.kind === 'HorizontalPodAutoscaler')!.spec.scaleTargetRef.name = 'nowhere';
    const withoutService = objects.filter((o) => !(o.kind === 'Service' && o.metadata.name === 'media-service'));
    const text = messages(checkRules(withoutService, ctx));
    expect(text).toContain('Deployment/auth-service readinessProbe is missing');
    expect(text).toContain('Deployment/auth-service resources.limits.cpu is missing');
    expect(text).toContain('env sets S3_BUCKET, which auth-service does not read');
    expect(text).toContain('scaleTargetRef apps/v1 Deployment/nowhere is not a rendered Deployment');
    expect(text).toContain('Service/media-service missing: every app needs a Service');
    expect(checkRules(prod(), ctx)).toEqual([]);
  });

  it('rules: dev must not autoscale, prod must not run TRANSPORT=tcp', () => {
    const dev = clone(report.rendered.dev);
    dev.push(...report.rendered.prod.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((h) => ({ ...clone(h), metadata: { ...h.metadata, namespace: 'hirewise-dev' } })));
    expect(messages(checkRules(dev, { ...ctx, overlay: 'dev' }))).toContain('dev runs one replica each: no HorizontalPodAutoscaler');
    const objects = prod();
    objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('hirewise-config-'))!.data.TRANSPORT = 'tcp';
    expect(messages(checkRules(objects, ctx))).toContain('TRANSPORT is "tcp"');
  });

  it('rules: a Deployment reading another app’s or a shared broker URL', () => {
    const objects = prod();
    const jobs = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'jobs-service')!.spec.template.spec.containers[0];
    jobs.env.find((e: Obj) => e.name === 'RABBITMQ_URL').valueFrom.secretKeyRef.key = 'AUTH_RABBITMQ_URL';
    const ai = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'ai-service')!.spec.template.spec.containers[0];
    ai.env.find((e: Obj) => e.name === 'RABBITMQ_URL').valueFrom.secretKeyRef.key = 'RABBITMQ_URL';
    const text = messages(checkRules(objects, { ...ctx, secretKeys: new Map([...secretKeys, ['RABBITMQ_URL', 'REPLACE_ME']]) }));
    expect(text).toContain('Deployment/jobs-service RABBITMQ_URL must come from the Secret key JOBS_RABBITMQ_URL (its own broker user), not AUTH_RABBITMQ_URL');
    expect(text).toContain('Deployment/ai-service RABBITMQ_URL must come from the Secret key AI_RABBITMQ_URL (its own broker user), not RABBITMQ_URL');
  });

  it('rules: a feature’s own settings (src/<feature>/*.config.ts) are allowed for its app only', () => {
    expect(facts.appConfigFiles('notifications-service')).toContain('apps/notifications-service/src/mail/mail.config.ts');
    expect(facts.appConfigFiles('notifications-service')).toContain('apps/notifications-service/src/webhooks/webhook.config.ts');
    const mine = ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL', 'MAIL_RETRY_BASE_MS', 'MAIL_RETRY_MAX_MS', 'MAIL_POLL_MS', 'DIGEST_INTERVAL_MS', 'WEBHOOK_ALLOW_PRIVATE', 'WEBHOOK_MAX_ATTEMPTS'];
    for (const name of mine) {
      expect(envNames['notifications-service'].has(name)).toBe(true);
      expect(envNames['auth-service'].has(name)).toBe(false);
    }
    const objects = prod();
    const auth = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'auth-service')!.spec.template.spec.containers[0];
    auth.env.push({ name: 'SMTP_URL', valueFrom: { secretKeyRef: { name: 'hirewise-secrets', key: 'SMTP_URL' } } });
    expect(messages(checkRules(objects, ctx))).toContain('env sets SMTP_URL, which auth-service does not read');
  });

  it('the Secret template refuses literal values', () => {
    const leaked = clone(secret);
    leaked.stringData.JWT_SECRET = 'my-real-secret-value-123';
    expect(messages(checkSecretTemplate(leaked))).toContain('JWT_SECRET holds a literal value');
    expect(checkSecretTemplate(secret)).toEqual([]);
  });

  describe('with files in a scratch folder', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'hirewise-k8s-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('compose: a variable an app does not read, a dependency on a missing service, a published service port', () => {
      const text = readFileSync(join(ROOT, 'docker/compose.yaml'), 'utf8')
        .replace('      STORAGE: s3\n', '      STORAGE: s3\n      S3_BUKCET: typo\n')
        .replace(/( {2}jobs-service:\n(?:.*\n)*? {4}depends_on: )\*infra-ready/, '$1{ redis: { condition: service_healthy } }')
        .replace('    hostname: rabbitmq', "    hostname: rabbitmq\n    ports: ['127.0.0.1:5672:5672']");
      const file = join(ROOT, 'docker', `.compose-test-${process.pid}.yaml`);
      writeFileSync(file, text);
      try {
        const ctxCompose = { root: ROOT, apps, envNames, initSql: readFileSync(join(ROOT, 'docker/postgres/init-databases.sql'), 'utf8') };
        const found = messages(checkCompose(file, ctxCompose).problems);
        expect(found).toContain('service media-service sets S3_BUKCET, which media-service does not read');
        expect(found).toContain('service jobs-service depends_on redis, which is not a service');
        expect(found).toContain('service rabbitmq publishes a port');
      } finally {
        rmSync(file, { force: true });
      }
    });

    it('compose: guest, a shared broker user, a password the definitions do not hold, a default user, no definitions', () => {
      const text = readFileSync(join(ROOT, 'docker/compose.yaml'), 'utf8')
        .replace('amqp://hirewise-jobs:', 'amqp://guest:')
        .replace('amqp://hirewise-media:', 'amqp://hirewise-auth:')
        .replace('hirewise-local-rabbitmq-ai}', 'some-other-password}')
        .replace('    hostname: rabbitmq', '    environment: { RABBITMQ_DEFAULT_USER: hirewise }\n    hostname: rabbitmq');
      const file = join(ROOT, 'docker', `.compose-test-${process.pid}.yaml`);
      const ctxCompose = { root: ROOT, apps, envNames, initSql: readFileSync(join(ROOT, 'docker/postgres/init-databases.sql'), 'utf8') };
      try {
        writeFileSync(file, text);
        const found = messages(checkCompose(file, ctxCompose).problems);
        expect(found).toContain('service jobs-service logs in to RabbitMQ as guest: each app has its own broker user');
        expect(found).toContain('service media-service logs in to RabbitMQ as hirewise-auth, expected its own user hirewise-media');
        expect(found).toContain('service media-service shares the broker user hirewise-auth with auth-service');
        expect(found).toContain('service ai-service the password of hirewise-ai in RABBITMQ_URL does not match the definitions file');
        expect(found).toContain('service rabbitmq sets a default user');
        writeFileSync(file, text.replace(/ {6}- \.\/rabbitmq\/20-hirewise\.conf.*\n/, ''));
        expect(messages(checkCompose(file, ctxCompose).problems)).toContain('service rabbitmq loads no definitions file');
      } finally {
        rmSync(file, { force: true });
      }
      expect(messages(checkCompose(join(ROOT, 'docker/compose.yaml'), ctxCompose).problems)).not.toMatch(/broker|RabbitMQ as|definitions/);
    });

    it('Dockerfile: a COPY of a missing path, a root user, no health check', () => {
      const app = apps.find((a) => a.name === 'jobs-service')!;
      const text = readFileSync(join(ROOT, 'docker/jobs-service.Dockerfile'), 'utf8')
        .replace('COPY tsconfig.base.json ./', 'COPY tsconfig.base.json ./\nCOPY libs/no-such-lib libs/no-such-lib')
        .replace('USER node', 'USER root')
        .replace(/HEALTHCHECK[^\n]*\\\n[^\n]*\n/, '');
      const file = join(dir, 'jobs-service.Dockerfile');
      writeFileSync(file, text);
      const found = messages(checkDockerfile(file, app, { root: ROOT, workspacePackages: facts.workspacePackageFiles() }));
      expect(found).toContain('COPY source libs/no-such-lib does not exist in the repository');
      expect(found).toContain('the runtime stage must end as a non-root USER');
      expect(found).toContain('the runtime stage needs one HEALTHCHECK');
    });

    it("Dockerfile: a CMD without the product's node flags (a young generation left to float)", () => {
      const app = apps.find((a) => a.name === 'jobs-service')!;
      const text = readFileSync(join(ROOT, 'docker/jobs-service.Dockerfile'), 'utf8').replace(/^CMD .*$/m, 'CMD ["node", "apps/jobs-service/dist/main.js"]');
      const file = join(dir, 'jobs-service.Dockerfile');
      writeFileSync(file, text);
      const found = messages(checkDockerfile(file, app, { root: ROOT, workspacePackages: facts.workspacePackageFiles() }));
      expect(found).toContain(`CMD must be ["node", ${NODE_FLAGS.map((f) => `"${f}"`).join(', ')}, "apps/jobs-service/dist/main.js"] (exec form, the product's node flags)`);
    });
  });
});
