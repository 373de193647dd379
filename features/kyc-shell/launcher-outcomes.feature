Feature: The upload dialog and the status dialog after it
  The launcher opens the upload dialog for the effective request with the flow of the customer's
  provider; when the flow reports its documents sent, the customer is read again (unless the flow
  brought the profile) and the status dialog follows: success when Pass, "great, under review"
  after a proof of address or of source of funds, fail (with the contact page) when refused, else
  wait. Closing or a failed flow ends the launch.

  Scenario Outline: <country>, <status>: the <flow> flow, then <after> shows the <dialog> dialog
    Given I am signed in as a customer from <country> in the verification status <status>
    When I open the upload dialog from the profile menu
    Then the upload dialog shows the "<flow>" flow for "<document>"
    When the back office sets my verification status to <after>
    And the flow reports submitted
    Then the <dialog> status dialog shows
    When I acknowledge the status dialog
    Then the launch ends "submitted"
    And the profile menu now shows the badge "<badge>"

    Examples:
      | country            | status                      | document                 | flow   | after                         | dialog  | badge     |
      | Sweden             | RequestId                   | ID document              | frame  | VerifyingId                   | wait    | verifying |
      | the United Kingdom | RequestId                   | ID document              | manual | Pass                          | success | pass      |
      | Canada             | RequestId                   | ID document              | sdk    | FailedId                      | fail    | none      |
      | Canada             | RequestAddress              | proof of address         | manual | VerifyingAddress              | review  | verifying |
      | Sweden             | RequestProofOfSourceOfFunds | proof of source of funds | frame  | VerifyingProofOfSourceOfFunds | review  | verifying |

  Scenario: A flow that brought the refreshed profile shows its status at once
    Given I am signed in as a customer from the United Kingdom in the verification status RequestId
    When I open the upload dialog from the profile menu
    And the back office sets my verification status to Pass
    And the flow reports submitted with the profile it got back
    Then the success status dialog shows

  Scenario Outline: A flow that reports <outcome> ends the launch without a status dialog
    Given I am signed in as a customer from Sweden in the verification status RequestId
    When I open the upload dialog from the profile menu
    And the flow reports <outcome>
    Then the launch ends "<outcome>"

    Examples:
      | outcome |
      | closed  |
      | failed  |
