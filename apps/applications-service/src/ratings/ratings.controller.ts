import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Patterns, type GetRatingMessage, type PutRatingMessage } from '@hirewise/contracts';
import { RatingService } from './rating.service';

@Controller()
export class RatingsController {
  constructor(private readonly ratings: RatingService) {}

  @MessagePattern(Patterns.applications.getRating)
  getRating(@Payload() message: GetRatingMessage) {
    return this.ratings.getRating(message);
  }

  @MessagePattern(Patterns.applications.putRating)
  putRating(@Payload() message: PutRatingMessage) {
    return this.ratings.putRating(message);
  }
}
