/**
 * `@hirewise/testing`: helpers every project's tests and the e2e suites share (tag type:test-lib:
 * tests may import it, production code may not). CommonJS modules with declarations, because
 * `npm start` (tools/launch.mjs) and the benches in tools/bench run the stack launcher too.
 * samples.ts is TypeScript: only tests (through jest's transform) read it.
 */
export { freePort } from './free-port.cjs';
export { startStack, killOnExit, SERVICES, ROOT, TEST_PASSWORD_HASH_ENV, type RunMode, type Stack, type StackOptions, type StackProcess } from './stack.cjs';
export { startS3Server, type S3Server } from './s3-server.cjs';
export { startRabbitNode, type RabbitNode, type RabbitNodeOptions } from './rabbit-node.cjs';
export { startPgNode, type PgNode } from './pg-node.cjs';
export { startTcpProxy, type TcpFaults, type TcpProxy } from './tcp-proxy.cjs';
export { FakeChatModel, type ChatAnswer, type ChatRequest } from './fake-chat-model.cjs';
export { seededRandom } from './seeded-random.cjs';
export { NODE_FLAGS } from './node-flags.cjs';
/** Sample files (PDF, docx, xlsx, images, video, executables) built from their specifications' bytes. */
export * as samples from './samples';
export { startService, type ServiceProcess, type ServiceProcessName, type ServiceProcessOptions } from './service-process';
export { startSmtpServer, type ReceivedMail, type SmtpTestServer } from './smtp-server';
export { readEmlMails, addressesOf, type EmlMail } from './eml-mail';
