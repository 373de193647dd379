Feature: The identity provider per source country
  A deployment names the identity provider of some source countries
  (VITE_IDENTITY_PROVIDER_BY_COUNTRY, e.g. "GB:manual,CA:sdk"); every other country uses the
  default (VITE_IDENTITY_PROVIDER). The SDK provider has proof of address and of source of funds
  uploaded by hand (spec 01 section 6); the frame provider frames them too.

  Scenario Outline: With "<default>" by default and "GB:manual,CA:sdk", a customer from <country> sends <document> through the <flow> flow
    Given the portal is configured with the identity provider "<default>" and "GB:manual,CA:sdk" per country
    And a customer from <country>
    Then my <document> is captured with the "<flow>" flow

    Examples:
      | default | country            | document                 | flow   |
      | frame   | the United Kingdom | ID document              | manual |
      | frame   | the United Kingdom | proof of address         | manual |
      | frame   | Canada             | ID document              | sdk    |
      | frame   | Canada             | proof of address         | manual |
      | frame   | Canada             | proof of source of funds | manual |
      | frame   | Sweden             | ID document              | frame  |
      | frame   | Sweden             | proof of address         | frame  |
      | frame   | Belgium            | proof of source of funds | frame  |
      | sdk     | Sweden             | ID document              | sdk    |
      | sdk     | Sweden             | proof of address         | manual |
      | manual  | Croatia            | ID document              | manual |
      | manual  | Canada             | ID document              | sdk    |

  Scenario: The sandbox builds use all three providers
    Given a customer from the United Kingdom
    Then my ID document is captured with the "manual" flow
    Given a customer from Canada
    Then my ID document is captured with the "sdk" flow
    Given a customer from Sweden
    Then my ID document is captured with the "frame" flow

  Scenario: Without a per-country setting every country uses the default provider
    Given the portal is configured with the identity provider "sdk" and "" per country
    And a customer from the United Kingdom
    Then my ID document is captured with the "sdk" flow

  Scenario Outline: A malformed per-country setting "<setting>" stops start-up
    When the portal starts with the identity provider "frame" and "<setting>" per country
    Then start-up stops with "<message>"

    Examples:
      | setting          | message                                                                                                   |
      | GB=manual        | Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: GB=manual (expected COUNTRY:PROVIDER, each country once) |
      | GB:manual,gb:sdk | Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: gb:sdk (expected COUNTRY:PROVIDER, each country once)    |
      | GB:retina        | Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: retina (allowed: frame, sdk, manual)                      |
