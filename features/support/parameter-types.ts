import { defineParameterType } from '@cucumber/cucumber';
import { sourceCountryNamed } from './sandbox-customers';

/** A source country by its English name, with or without "the": Sweden, the United Kingdom. */
defineParameterType({
  name: 'country',
  regexp: /(?:the )?[A-Z][a-z]+(?: [A-Z][a-z]+)*/,
  transformer: (name: string) => sourceCountryNamed(name),
});

/** A US state by name: Iowa, Texas, New York. */
defineParameterType({
  name: 'state',
  regexp: /[A-Z][a-z]+(?: [A-Z][a-z]+)*/,
  transformer: (name: string) => name,
});
