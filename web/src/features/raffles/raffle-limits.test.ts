import { describe, expect, it } from 'vitest';
import { readContractSchema } from '../../../scripts/api-schema.mjs';
import {
  DESCRIPTION_MAX,
  PRICE_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from './raffle-form';

/** The form's limits are the contract's (the server enforces the same numbers). */
describe.each(['RaffleCreate', 'RaffleUpdate'])(
  'raffle form limits = api/openapi.yaml %s',
  (name) => {
    it('title, description, price and tags', async () => {
      const properties = (await readContractSchema(name)).properties ?? {};
      expect({
        titleMin: properties['title']?.minLength,
        titleMax: properties['title']?.maxLength,
        descriptionMax: properties['description']?.maxLength,
        priceMin: properties['ticket_price']?.minimum,
        priceMax: properties['ticket_price']?.maximum,
        tagsMax: properties['tags']?.maxItems,
        tagMaxLength: properties['tags']?.items?.maxLength,
      }).toEqual({
        titleMin: TITLE_MIN,
        titleMax: TITLE_MAX,
        descriptionMax: DESCRIPTION_MAX,
        priceMin: 0.01,
        priceMax: PRICE_MAX,
        tagsMax: TAGS_MAX,
        tagMaxLength: TAG_MAX_LENGTH,
      });
    });
  },
);
