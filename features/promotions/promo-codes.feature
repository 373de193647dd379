Feature: Promo codes: the codes I hold, how many, and copying one for Confirm and pay
  /your-promo-codes lists the customer's usable codes (GET /remit/options/promotions), the soonest
  to run out first, each with what it takes off the fee, until when and for how many more
  transfers; the count; "Copy code" with a confirmation read out and gone after 5 seconds (the
  spec's notification timeout); the empty state (spec 02 sections 2, 3, 7 and 9).

  Scenario: the count, and each code with what it gives, until when and how many more times
    Given I am signed in as a customer from Sweden
    When I open my promo codes
    Then I am told I have 2 promo codes
    And my promo codes are:
      | code      | gives                 | valid until | uses left |
      | FREEFEE   | no fee                | 2026-12-21  | 3         |
      | WELCOME10 | 10.00 SEK off the fee | 2027-01-20  | 1         |

  Scenario: a code used up is no longer mine to use
    Given I am signed in as a customer from Sweden
    And my promo code "WELCOME10" has been used up
    When I open my promo codes
    Then I am told I have 1 promo code
    And my promo codes are:
      | code    | gives  | valid until | uses left |
      | FREEFEE | no fee | 2026-12-21  | 3         |

  Scenario: a code takes its amount in the customer's own currency
    Given I am signed in as a customer from the United Kingdom
    When I open my promo codes
    Then my promo codes are:
      | code      | gives                 | valid until | uses left |
      | FREEFEE   | no fee                | 2026-12-21  | 3         |
      | WELCOME10 | 10.00 GBP off the fee | 2027-01-20  | 1         |

  Scenario: copying a code is confirmed, and the confirmation goes after 5 seconds
    Given I am signed in as a customer from Sweden
    When I open my promo codes
    And I copy the code "FREEFEE"
    Then the clipboard holds "FREEFEE"
    And I am told the code "FREEFEE" was copied
    When 4 seconds pass
    Then I am told the code "FREEFEE" was copied
    When 1 second passes
    Then no copy confirmation shows

  Scenario: a browser that refuses the clipboard: the code is offered for copying by hand
    Given I am signed in as a customer from Sweden
    When I open my promo codes
    And I copy the code "WELCOME10" but the browser refuses
    Then the clipboard holds nothing
    And I am asked to copy the code "WELCOME10" by hand
    When 5 seconds pass
    Then no copy confirmation shows

  Scenario: no code at all: the empty state
    Given I am signed in as a customer from Sweden
    And I hold no promo codes
    When I open my promo codes
    Then the promo codes page shows its empty state

  Scenario: every code expired: the empty state
    Given I am signed in as a customer from Sweden
    And my promo codes have all expired
    When I open my promo codes
    Then the promo codes page shows its empty state
