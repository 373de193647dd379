Feature: Provider callbacks, agent sign-up and unknown addresses

  Scenario Outline: The bank-link callback needs status, provider and routeName (<case>)
    When I open "<path>"
    Then I am on "<landing>"

    Examples:
      | case               | path                                                        | landing                                                     |
      | all three          | /trustly-callback?status=success&provider=trustly&routeName=wallet | /trustly-callback?status=success&provider=trustly&routeName=wallet |
      | no query           | /trustly-callback                                           | /sign-in                                                    |
      | no status          | /trustly-callback?provider=trustly&routeName=wallet         | /sign-in                                                    |
      | no provider        | /trustly-callback?status=success&routeName=wallet           | /sign-in                                                    |
      | no routeName       | /trustly-callback?status=success&provider=trustly           | /sign-in                                                    |
      | an empty status    | /trustly-callback?status=&provider=trustly&routeName=wallet | /sign-in                                                    |

  Scenario Outline: Agent sign-up needs an agentCode in the JSON params query (<case>)
    Given I am not signed in
    When I open '<path>'
    Then I am on '<landing>'

    Examples:
      | case                  | path                             | landing                          |
      | a code                | /sign-up?params={"agentCode":"A1"} | /sign-up?params={"agentCode":"A1"} |
      | a numeric code        | /sign-up?params={"agentCode":7}    | /sign-up?params={"agentCode":7}    |
      | no params             | /sign-up                           | /sign-in                           |
      | malformed JSON        | /sign-up?params={agentCode:A1}     | /sign-in                           |
      | an empty code         | /sign-up?params={"agentCode":""}   | /sign-in                           |
      | no agentCode in it    | /sign-up?params={"code":"A1"}      | /sign-in                           |

  Scenario: A signed-in customer opening agent sign-up is sent on to the wallet
    Given I am signed in as a customer from Canada
    When I open '/sign-up?params={"agentCode":"A1"}'
    Then I am on "/wallet"

  Scenario Outline: An unknown address <path> shows the not-found page
    When I open "<path>"
    Then I am on "<path>"
    And the page is not found

    Examples:
      | path            |
      | /no-such-page   |
      | /wallet/extra   |
