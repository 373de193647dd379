Feature: Agent sign-up
  /sign-up needs agentCode inside the JSON query parameter "params" (else sign-in); /nets-agent
  shows the same screen. Starting registration keeps the agent code in the registration draft, and
  the remitter create at the end of registration sends it to the back office, which records it.

  Scenario: An agent's customer starts registration with the agent code
    When I open "/sign-up?params=%7B%22agentCode%22%3A%22AG-77%22%7D"
    Then I am on "/sign-up?params=%7B%22agentCode%22%3A%22AG-77%22%7D"
    And the agent page shows the agent code "AG-77"
    When I start registration from the agent page
    Then I am on "/country-of-residence"
    And my registration carries the agent code "AG-77"
    When I choose "United Kingdom" as my country of residence
    Then I am on "/registration"
    And my registration carries the agent code "AG-77"

  Scenario: Without an agent code the sign-up goes to sign-in
    When I open "/sign-up?params=%7B%7D"
    Then I am on "/sign-in"

  Scenario: The agent callback shows the same screen
    When I open "/nets-agent"
    Then I am on "/nets-agent"
    When I start registration from the agent page
    Then I am on "/country-of-residence"
    And my registration carries no agent code

  Scenario: The agent code reaches the back office with the remitter at the end of registration
    When I open "/sign-up?params=%7B%22agentCode%22%3A%22AG-77%22%7D"
    And I start registration from the agent page
    And a new customer from "GB" has created an account
    And I have answered the steps up to the address
    And I choose to enter the address manually
    And I answer the "address" step with:
      | street   | 1 High Street |
      | city     | Leeds         |
      | postcode | LS1 1AA       |
    Then I am on "/wallet"
    And the back office holds my remitter:
      | agentCode         | "AG-77" |
      | isFullyRegistered | true    |

  Scenario: A customer who came without an agent is recorded without an agent code
    Given a new customer from "GB" has created an account
    And I have answered the steps up to the address
    When I choose to enter the address manually
    And I answer the "address" step with:
      | street   | 1 High Street |
      | city     | Leeds         |
      | postcode | LS1 1AA       |
    Then I am on "/wallet"
    And the back office holds my remitter:
      | isFullyRegistered | true |
    And the back office holds no agent code for me
