import { Module } from '@nestjs/common';
import { JobCopies } from './job-copies';

@Module({
  providers: [JobCopies],
  exports: [JobCopies],
})
export class JobCopiesModule {}
