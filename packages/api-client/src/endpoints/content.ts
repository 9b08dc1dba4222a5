import type { Message, Social, SocialInput, WhyChooseUs, WhyChooseUsInput } from '@portal/contracts';
import type { Http } from '../http.js';

/** What the operator's own web site shows besides the legal texts: selling points and social links. */
export function contentApi(http: Http) {
  return {
    whyChooseUs: {
      /** Site editors get every entry (hidden ones too) in the default language, in their order. */
      list: () => http.get<{ items: WhyChooseUs[] }>('/why_choose_us'),
      create: (body: WhyChooseUsInput) => http.post<WhyChooseUs>('/why_choose_us', body),
      update: (id: number, body: Partial<WhyChooseUsInput>) =>
        http.put<WhyChooseUs>(`/why_choose_us/${id}`, body),
      /** Moves the entry to the 1-based `position`; answers the new order. */
      move: (id: number, position: number) =>
        http.put<{ items: WhyChooseUs[] }>(`/why_choose_us/${id}/update_pos`, { position }),
      remove: (id: number) => http.del<Message>(`/why_choose_us/${id}`),
    },
    socials: {
      /** Every link, hidden ones too (editors only). */
      all: () => http.get<{ items: Social[] }>('/socials_all'),
      create: (body: SocialInput) => http.post<Social>('/social', body),
      update: (id: number, body: Partial<SocialInput>) => http.put<Social>(`/social/${id}`, body),
      remove: (id: number) => http.del<Message>(`/social/${id}`),
    },
  };
}
