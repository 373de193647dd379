Feature: The effective document request
  What the back office asks for now: the document request, or the next one once the customer has
  passed and the limit warning is on (spec 01 section 4).

  Scenario: a requested address proof is the effective request
    Given a signed-in customer whose verification status is RequestAddress
    When my verification profile loads
    Then the effective request is ProofOfAddress on the address screen, standard

  Scenario: an optional request stays optional (the wizard offers Skip)
    Given a signed-in customer whose verification status is RequestId
    And the back office marks my document request as optional
    When my verification profile loads
    Then the effective request is ID on the id screen, optional

  Scenario: a passed customer near the limit is asked for the next document
    Given a signed-in customer whose verification status is Pass
    And the back office asks next for ProofOfIncome, standard
    And my limit warning is on
    When my verification profile loads
    Then the effective request is ProofOfIncome on the funds screen, standard

  Scenario: without the limit warning the next request waits
    Given a signed-in customer whose verification status is Pass
    And the back office asks next for ProofOfAddress, optional
    And my limit warning is off
    When my verification profile loads
    Then there is no effective request

  Scenario: the limit warning alone asks for nothing
    Given a signed-in customer whose verification status is Pass
    And my limit warning is on
    When my verification profile loads
    Then there is no effective request

  Scenario: the next request does not replace a request of a customer who has not passed
    Given a signed-in customer whose verification status is RequestId
    And the back office asks next for ProofOfIncome, standard
    And my limit warning is on
    When my verification profile loads
    Then the effective request is ID on the id screen, standard
