import { Module } from '@nestjs/common';
import { HttpHardeningModule } from '../http-hardening/http-hardening.module';
import { PublicJobController } from './public-job.controller';
import { PublicJobs } from './public-jobs';
import { PublicPagesRouter } from './public-pages.router';

/**
 * Issue 19's public job pages (docs/job-pages.md): GET /api/public/jobs/:id (a Nest route), and the
 * pages main.ts mounts before the web app (PublicPagesRouter): /jobs/:id, /sitemap.xml,
 * /robots.txt, /feeds/jobs.rss, /feeds/jobs.xml. No token; counted per address.
 */
@Module({
  imports: [HttpHardeningModule],
  controllers: [PublicJobController],
  providers: [PublicJobs, PublicPagesRouter],
  exports: [PublicJobs, PublicPagesRouter],
})
export class PublicPagesModule {}
