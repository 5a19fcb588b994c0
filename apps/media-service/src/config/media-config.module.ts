import { Module, type DynamicModule } from '@nestjs/common';
import { MEDIA_CONFIG, type MediaConfig } from './media.config';

/** The media settings (storage, quotas, clean-up) read at start, for every feature: global, like the kit's config. */
@Module({})
export class MediaConfigModule {
  static forRoot(media: MediaConfig): DynamicModule {
    return {
      module: MediaConfigModule,
      global: true,
      providers: [{ provide: MEDIA_CONFIG, useValue: media }],
      exports: [MEDIA_CONFIG],
    };
  }
}
