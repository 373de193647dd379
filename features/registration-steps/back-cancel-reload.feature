Feature: Back, "Cancel registration" and a reload keep nothing asked twice
  The onboarding layout's back button asks "Cancel registration" on the /registration-* steps
  (YES: the draft is cleared, back to the country of residence; NO: stay, answers kept) and goes
  to the previous step on the later ones. A reload keeps every answer and opens the step again
  (or the step where the registration continues); the draft is removed on completion and cancel.

  Background:
    Given a new customer from "GB" has created an account
    And I open "/registration-name"
    And I answer the "name" step with:
      | first name | Hodan |
      | last name  | Ali   |

  Scenario: NO keeps the customer on the step with every answer
    When I press back
    Then I am asked "Cancel registration"
    When I answer NO to "Cancel registration"
    Then I am not asked anything
    And I am on "/registration-nationality"
    And the draft holds:
      | firstName | "Hodan" |

  Scenario: YES clears the draft and starts over at the country of residence
    When I press back
    And I answer YES to "Cancel registration"
    Then I am on "/country-of-residence"
    And no registration draft and no answer remains

  Scenario: Back on a later step goes to the previous step, whose answers are kept
    Given I have answered the steps up to the address
    When I press back
    Then I am not asked anything
    And I am on "/occupation"
    When I press back
    Then I am on "/registration-reason-of-usage"
    When I am on the "reason of usage" step
    Then the step starts with:
      | reason | family_support |
    When I go forward again to "/occupation"
    And I am on the "occupation" step
    Then the step starts with:
      | occupation | Nurse |

  Scenario: A reload keeps the answers and opens the step again
    When I answer the "nationality" step with:
      | nationality | SO |
    And I reload the registration
    And I open "/registration-nationality"
    Then I am on "/registration-nationality"
    When I am on the "nationality" step
    Then the step starts with:
      | nationality | SO |
    When I reload the registration
    And I open "/registration-name"
    And I am on the "name" step
    Then the step starts with:
      | first name | Hodan |
      | last name  | Ali   |

  Scenario: A step further on than the answers reach, opened directly, continues where the registration stopped
    When I reload the registration
    And I open "/address"
    Then I am on "/registration-nationality"

  Scenario: Without a draft in progress a step opened directly starts over
    When I press back
    And I answer YES to "Cancel registration"
    And I reload the registration
    And I open "/registration-nationality"
    Then I am on "/country-of-residence"

  Scenario: A draft left alone longer than its lifetime is dropped
    Then the draft lifetime is 60 minutes
    When 61 minutes pass
    And I am on the "name" step
    Then the step starts with:
      | first name | |
    And no registration draft and no answer remains
