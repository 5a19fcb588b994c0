import type { ServiceName } from './domain';

export type HealthStatus = 'ok' | 'down';

export interface ServiceHealth {
  service: ServiceName | 'gateway';
  status: HealthStatus;
  checks: Record<string, HealthStatus>;
  uptimeSeconds: number;
}

export interface HealthReport {
  status: HealthStatus;
  services: ServiceHealth[];
}
