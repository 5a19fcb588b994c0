import { Module } from '@nestjs/common';
import { Recipients } from './recipients';

@Module({
  providers: [Recipients],
  exports: [Recipients],
})
export class RecipientsModule {}
