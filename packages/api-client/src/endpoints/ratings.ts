import type { OrderRatingsReply, RatingCreate, RatingSummary } from '@portal/contracts';
import type { Http } from '../http.js';

/** Ratings of delivered files: the customer rates, staff read them and their averages. */
export function ratingsApi(http: Http) {
  return {
    ofOrder: (orderId: number) => http.get<OrderRatingsReply>(`/order/${orderId}/ratings`),
    rate: (orderId: number, body: RatingCreate) =>
      http.post<OrderRatingsReply>(`/order/${orderId}/rating`, body),
    summary: () => http.get<RatingSummary>('/ratings/summary'),
  };
}
