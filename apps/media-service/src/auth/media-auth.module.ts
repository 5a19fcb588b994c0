import { Module } from '@nestjs/common';
import { MediaAuthGuard } from './media-auth.guard';

/** The bearer check of the HTTP routes (MediaAuthGuard, with the global JwtModule of app.module). */
@Module({
  providers: [MediaAuthGuard],
  exports: [MediaAuthGuard],
})
export class MediaAuthModule {}
