import type { StylePreset } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';

export interface StylePresetDto {
  id: string;
  kind: string;
  name: { en: string; pl: string };
  description: { en: string; pl: string };
  /** Signed, short-lived (FILE_URL_TTL_SECONDS); null until the preview has been drawn. */
  previewUrl: string | null;
  premium: boolean;
}

/** The active style presets in catalogue order. Public: styles are catalogue data, nobody's own. */
export async function listStylePresets(services: Pick<Services, 'prisma' | 'store' | 'env'>): Promise<StylePresetDto[]> {
  const presets = await services.prisma.stylePreset.findMany({ where: { active: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return Promise.all(presets.map(async (p) => stylePresetDto(p, await previewUrl(services, p.previewKey))));
}

function previewUrl(services: Pick<Services, 'store' | 'env'>, key: string | null): Promise<string | null> {
  return key ? services.store.presignGet(key, { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS }) : Promise.resolve(null);
}

export function stylePresetDto(p: StylePreset, previewUrl: string | null): StylePresetDto {
  return {
    id: p.id,
    kind: p.kind,
    name: { en: p.nameEn, pl: p.namePl },
    description: { en: p.descriptionEn ?? '', pl: p.descriptionPl ?? '' },
    previewUrl,
    premium: p.premium,
  };
}
