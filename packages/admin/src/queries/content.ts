import { useQuery } from '@tanstack/react-query';
import { useApi } from '../platform/context';

export const contentKeys = {
  whyChooseUs: ['why-choose-us'] as const,
  socials: ['socials'] as const,
};

/** Every selling point in its order; the list is short, so it comes whole. */
export const useSellingPoints = () => {
  const api = useApi();
  return useQuery({
    queryKey: [...contentKeys.whyChooseUs, 'all'],
    queryFn: () => api.content.whyChooseUs.list(),
  });
};

export const useSocialLinks = () => {
  const api = useApi();
  return useQuery({ queryKey: [...contentKeys.socials, 'all'], queryFn: () => api.content.socials.all() });
};
